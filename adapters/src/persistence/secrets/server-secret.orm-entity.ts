import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../shared/columns';

/** A secret the server generates for itself when none is configured, shared by every replica on this database. */
@Entity({ name: 'server_secrets' })
export class ServerSecretOrmEntity {
  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @CreatedAtColumn()
  createdAt: Date;
}
