import { Column, ColumnOptions, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** Money is `numeric(12,2)`; pg hands it over as a string, which is what we keep (never a float). */
export const MoneyColumn = (options: ColumnOptions = {}) =>
  Column({ type: 'numeric', precision: 12, scale: 2, ...options });

export const CreatedAt = () => CreateDateColumn({ type: 'timestamptz' });
export const UpdatedAt = () => UpdateDateColumn({ type: 'timestamptz' });
export const Timestamp = (options: ColumnOptions = {}) => Column({ type: 'timestamptz', ...options });
