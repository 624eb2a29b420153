import { Entity, Index, Unique } from 'typeorm';
import { MomentColumn, OptionalMomentColumn, TextColumn, UuidColumn } from '../shared/columns';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

/** One family per sign-in; every rotation adds a row. Only hashes of tokens are stored. */
@Entity({ name: 'refresh_tokens' })
@Unique('refresh_tokens_token_hash_key', (t: RefreshTokenOrmEntity) => [t.tokenHash])
@Index('refresh_tokens_family_idx', (t: RefreshTokenOrmEntity) => [t.familyId])
@Index('refresh_tokens_user_live_idx', (t: RefreshTokenOrmEntity) => [t.userId], { where: 'revoked_at IS NULL' })
export class RefreshTokenOrmEntity extends RecordedRowOrmEntity {
  @UserIdColumn('refresh_tokens.user_id', { onDelete: 'CASCADE' })
  userId: number;

  @UuidColumn('family_id')
  familyId: string;

  @TextColumn('token_hash')
  tokenHash: string;

  @MomentColumn('expires_at')
  expiresAt: Date;

  @OptionalMomentColumn('rotated_at')
  rotatedAt: Date | null;

  @OptionalMomentColumn('revoked_at')
  revokedAt: Date | null;
}
