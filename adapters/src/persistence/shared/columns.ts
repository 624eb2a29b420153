import { Column, PrimaryGeneratedColumn } from 'typeorm';

/** When the row was written: the database's clock unless the writer gives the moment (an event's own time). */
export const CreatedAtColumn = (): PropertyDecorator => Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' });

/** A bigint id the database numbers and never lets a writer choose (pg hands bigints over as strings). */
export const BigIdentityColumn = (): PropertyDecorator => PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' });
