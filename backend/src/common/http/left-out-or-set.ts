import { ValidateIf } from 'class-validator';

/**
 * A property a request may leave out (it stays as it is, or takes its default); when it is there, every rule applies,
 * also to null. class-validator's IsOptional lets null through as well, which a column without null then refused
 * with a 500; use this for such properties and IsOptional only where null means something ("no limit", "none").
 */
export const LeftOutOrSet = () => ValidateIf((_object, value) => value !== undefined);
