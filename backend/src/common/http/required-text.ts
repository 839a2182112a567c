import { ValidateBy } from 'class-validator';

/**
 * A text that must be given, at least `min` characters after trimming: an empty one reads `missing`
 * ('Bitte geben Sie einen Betreff ein.'), a short one `tooShort`. Put it beside TextField, which checks
 * type, control characters and the upper limit.
 */
export const RequiredText = (min: number, messages: { missing: string; tooShort?: string }) =>
  ValidateBy({
    name: 'requiredText',
    constraints: [min],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length >= min,
      defaultMessage: (args) =>
        typeof args?.value === 'string' && args.value.length > 0 && messages.tooShort ? messages.tooShort : messages.missing,
    },
  });
