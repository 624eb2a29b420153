import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserOrmEntity } from '../users/user.orm-entity';

@Entity({ name: 'password_reset_tokens' })
@Unique('password_reset_tokens_token_hash_key', (t: PasswordResetTokenOrmEntity) => [t.tokenHash])
@Index('password_reset_tokens_user_idx', (t: PasswordResetTokenOrmEntity) => [t.userId])
export class PasswordResetTokenOrmEntity extends RecordedRowOrmEntity {
  @Column({ type: 'integer', name: 'user_id' })
  @ForeignKey(() => UserOrmEntity, { name: 'password_reset_tokens_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @Column({ type: 'text', name: 'token_hash' })
  tokenHash: string;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt: Date | null;
}
