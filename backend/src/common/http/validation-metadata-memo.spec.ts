import { getFromContainer, IsUUID, validate } from 'class-validator';
import { IntField } from './int-field';
import { rememberConstraintInstances } from './validation-metadata-memo';

class Line {
  @IsUUID('all', { message: 'Bitte wählen Sie ein Produkt aus.' })
  productId: string;

  @IntField({ min: 1, message: 'Die Menge muss mindestens 1 sein.' })
  quantity: number;
}

describe('rememberConstraintInstances', () => {
  beforeAll(() => rememberConstraintInstances());

  it('makes one instance per constraint class and finds it again', () => {
    class First {}
    class Second {}
    const first = getFromContainer(First);
    expect(first).toBeInstanceOf(First);
    expect(getFromContainer(First)).toBe(first);
    expect(getFromContainer(Second)).toBeInstanceOf(Second);
    expect(getFromContainer(Second)).not.toBe(first);
  });

  it('leaves validation as it was: the same rules, the same German messages', async () => {
    const line = (values: Partial<Line>) => Object.assign(new Line(), values);
    expect(await validate(line({ productId: '0002a271-5798-4cf0-8588-f21aa4e36371', quantity: 2 }))).toEqual([]);
    const errors = await validate(line({ productId: 'kein-produkt', quantity: 0 }));
    expect(errors.map((error) => Object.values(error.constraints ?? {})).flat()).toEqual([
      'Bitte wählen Sie ein Produkt aus.',
      'Die Menge muss mindestens 1 sein.',
    ]);
  });
});
