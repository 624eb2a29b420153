import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserOrmEntity } from '../users/user.orm-entity';

/** One family per sign-in; every rotation adds a row. Only hashes of tokens are stored. */
@Entity({ name: 'refresh_tokens' })
@Unique('refresh_tokens_token_hash_key', (t: RefreshTokenOrmEntity) => [t.tokenHash])
@Index('refresh_tokens_family_idx', (t: RefreshTokenOrmEntity) => [t.familyId])
@Index('refresh_tokens_user_live_idx', (t: RefreshTokenOrmEntity) => [t.userId], { where: 'revoked_at IS NULL' })
export class RefreshTokenOrmEntity extends RecordedRowOrmEntity {
  @Column({ type: 'integer', name: 'user_id' })
  @ForeignKey(() => UserOrmEntity, { name: 'refresh_tokens_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @Column({ type: 'uuid', name: 'family_id' })
  familyId: string;

  @Column({ type: 'text', name: 'token_hash' })
  tokenHash: string;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', name: 'rotated_at', nullable: true })
  rotatedAt: Date | null;

  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
