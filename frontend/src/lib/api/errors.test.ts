import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf, toApiError, UNEXPECTED_ERROR_MESSAGE } from './errors';

const response = (status: number) => new Response(null, { status });

describe('API errors', () => {
  it('keep what else the answer said: the fields of a validation answer and a record’s current state', () => {
    const invalid = toApiError(
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Die GTIN darf höchstens 14 Zeichen lang sein.', errors: [{ field: 'specifications.gtin', message: 'Die GTIN darf höchstens 14 Zeichen lang sein.' }] },
      response(400),
    );
    expect(fieldErrorsOf(invalid)).toEqual([{ field: 'specifications.gtin', message: 'Die GTIN darf höchstens 14 Zeichen lang sein.' }]);
    const changed = toApiError({ statusCode: 409, code: 'PRODUCT_STOCK_CHANGED', message: 'Der Bestand …', currentStockQuantity: 8 }, response(409));
    expect(changed).toMatchObject({ statusCode: 409, code: 'PRODUCT_STOCK_CHANGED', details: { currentStockQuantity: 8 } });
    expect(fieldErrorsOf(changed)).toEqual([]);
  });

  it('name no fields for anything that is not our error shape', () => {
    const proxyPage = toApiError('<html>Bad Gateway</html>', response(502));
    expect(proxyPage).toBeInstanceOf(ApiError);
    expect(proxyPage.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(fieldErrorsOf(proxyPage)).toEqual([]);
    expect(fieldErrorsOf(new Error('kaputt'))).toEqual([]);
  });
});
