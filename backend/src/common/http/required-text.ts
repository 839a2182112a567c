import { ValidateBy } from 'class-validator';
import { hasVisibleCharacter, isInvisibleOnly, visibleLength } from './text-field';

/**
 * A text that must be given, at least `min` characters after trimming: an empty one (or, where the field is not
 * trimmed, one of whitespace only) reads `missing` ('Bitte geben Sie einen Betreff ein.'), a short one `tooShort`;
 * invisible characters (zero-width space, word joiner …) do not count towards `min`. Put it beside TextField, which
 * checks type, control characters and the upper limit, and refuses a text of invisible characters only with its own
 * message, so that such a field reads one message, not two.
 */
export const RequiredText = (min: number, messages: { missing: string; tooShort?: string }) =>
  ValidateBy({
    name: 'requiredText',
    constraints: [min],
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && (isInvisibleOnly(value) || (hasVisibleCharacter(value) && visibleLength(value) >= min)),
      defaultMessage: (args) =>
        typeof args?.value === 'string' && hasVisibleCharacter(args.value) && messages.tooShort ? messages.tooShort : messages.missing,
    },
  });
