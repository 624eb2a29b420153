import { Entity } from 'typeorm';
import { CreatedAtColumn, TextColumn, TextPrimaryColumn } from '../shared/columns';

/** A secret the server generates for itself when none is configured, shared by every replica on this database. */
@Entity({ name: 'server_secrets' })
export class ServerSecretOrmEntity {
  @TextPrimaryColumn('name')
  name: string;

  @TextColumn('value')
  value: string;

  @CreatedAtColumn()
  createdAt: Date;
}
