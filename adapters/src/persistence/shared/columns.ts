import { Column, ForeignKey, PrimaryColumn, PrimaryGeneratedColumn, type ObjectType } from 'typeorm';

/*
 * The shop's column conventions, one factory each, so an entity reads as what its columns mean.
 * Every factory takes the column's name as the migrations spell it.
 */

/** A moment (timestamptz: the database keeps it in UTC). */
export const MomentColumn = (name: string): PropertyDecorator => Column({ type: 'timestamptz', name });

/** A moment that has not come yet for the row (used_at, paid_at, …). */
export const OptionalMomentColumn = (name: string): PropertyDecorator => Column({ type: 'timestamptz', name, nullable: true });

/** A moment the database's clock stamps unless the writer gives it (an event's own time). */
export const StampedMomentColumn = (name: string): PropertyDecorator => Column({ type: 'timestamptz', name, default: () => 'now()' });

/** When the row was written. */
export const CreatedAtColumn = (): PropertyDecorator => StampedMomentColumn('created_at');

/** When the row was last changed: its writers set it. */
export const UpdatedAtColumn = (): PropertyDecorator => StampedMomentColumn('updated_at');

/** A calendar day (pg hands a date over as 'YYYY-MM-DD', never as a Date at some midnight). */
export const OptionalDayColumn = (name: string): PropertyDecorator => Column({ type: 'date', name, nullable: true });

/** A calendar day as (part of) a table's key. */
export const DayPrimaryColumn = (name: string): PropertyDecorator => PrimaryColumn({ type: 'date', name });

/** An amount of money in integer kopecks. */
export const KopecksColumn = (name: string): PropertyDecorator => Column({ type: 'integer', name });

export const OptionalKopecksColumn = (name: string): PropertyDecorator => Column({ type: 'integer', name, nullable: true });

/** A count or a quantity. */
export const IntegerColumn = (name: string, options: { default?: number } = {}): PropertyDecorator => Column({ type: 'integer', name, ...options });

/** A count with no limit when absent (a stock: null is unlimited). */
export const OptionalIntegerColumn = (name: string): PropertyDecorator => Column({ type: 'integer', name, nullable: true });

/** A text; `select: false` keeps a secret's hash out of every read that does not ask for it. */
export const TextColumn = (name: string, options: { default?: string; select?: false } = {}): PropertyDecorator => Column({ type: 'text', name, ...options });

export const OptionalTextColumn = (name: string): PropertyDecorator => Column({ type: 'text', name, nullable: true });

/** A text key: a provider's id, a setting's name, a page. */
export const TextPrimaryColumn = (name: string): PropertyDecorator => PrimaryColumn({ type: 'text', name });

export const UuidColumn = (name: string): PropertyDecorator => Column({ type: 'uuid', name });

export const BooleanColumn = (name: string, options: { default?: boolean } = {}): PropertyDecorator => Column({ type: 'boolean', name, ...options });

/** A yes, a no, or not answered yet. */
export const OptionalBooleanColumn = (name: string): PropertyDecorator => Column({ type: 'boolean', name, nullable: true });

/** A document stored as written (jsonb); its shape is the property's type. */
export const JsonColumn = (name: string, options: { default?: unknown[] } = {}): PropertyDecorator => Column({ type: 'jsonb', name, ...options });

export const OptionalJsonColumn = (name: string): PropertyDecorator => Column({ type: 'jsonb', name, nullable: true });

/** A bigint id the database numbers and never lets a writer choose (pg hands bigints over as strings). */
export const BigIdentityColumn = (): PropertyDecorator => PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' });

/** `<table>.<column>`: the column of a reference, named as in SQL. */
export type QualifiedColumn = `${string}.${string}`;

export interface ReferenceOptions {
  nullable?: true;
  /** What the row does when the row it refers to is deleted; without it, that delete fails. */
  onDelete?: 'CASCADE' | 'SET NULL';
}

/**
 * A column that holds another table's key, with its foreign key constraint named as PostgreSQL names
 * the unnamed ones the migrations declare (`<table>_<column>_fkey`).
 */
export function ReferenceColumn(
  referenced: () => ObjectType<object>,
  type: 'integer' | 'text',
  column: QualifiedColumn,
  { nullable, onDelete }: ReferenceOptions = {},
): PropertyDecorator {
  const [table, name] = column.split('.');
  return (target, property) => {
    ForeignKey(referenced, { name: `${table}_${name}_fkey`, onDelete })(target, property);
    Column({ type, name, nullable })(target, property);
  };
}

/** The columns that hold one table's key, as its entity's file exports them: `UserIdColumn('orders.user_id')`. */
export const referencesTo =
  (referenced: () => ObjectType<object>, type: 'integer' | 'text') =>
  (column: QualifiedColumn, options?: ReferenceOptions): PropertyDecorator =>
    ReferenceColumn(referenced, type, column, options);
