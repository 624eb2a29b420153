import { Entity, Index, Unique } from 'typeorm';
import { MomentColumn, OptionalMomentColumn, TextColumn } from '../shared/columns';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

@Entity({ name: 'password_reset_tokens' })
@Unique('password_reset_tokens_token_hash_key', (t: PasswordResetTokenOrmEntity) => [t.tokenHash])
@Index('password_reset_tokens_user_idx', (t: PasswordResetTokenOrmEntity) => [t.userId])
export class PasswordResetTokenOrmEntity extends RecordedRowOrmEntity {
  @UserIdColumn('password_reset_tokens.user_id', { onDelete: 'CASCADE' })
  userId: number;

  @TextColumn('token_hash')
  tokenHash: string;

  @MomentColumn('expires_at')
  expiresAt: Date;

  @OptionalMomentColumn('used_at')
  usedAt: Date | null;
}
