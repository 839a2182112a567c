import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyEditorValues, missingRequired, normaliseMoneyText, priceFigures, stripHtml, toSaveProduct } from './editor-form';

describe('product editor form', () => {
  it('needs name, SKU, base and retail price', () => {
    expect(missingRequired(emptyEditorValues)).toBe(true);
    expect(missingRequired({ ...emptyEditorValues, name: 'Kette', sku: 'K-1', basePrice: '10', retailPrice: '20' })).toBe(false);
    expect(missingRequired({ ...emptyEditorValues, name: '  ', sku: 'K-1', basePrice: '10', retailPrice: '20' })).toBe(true);
  });

  it('sends empty optionals as null, stock 0 when not a number, HTML stripped, days as YYYY-MM-DD', () => {
    const body = toSaveProduct({
      ...emptyEditorValues,
      name: ' Kette ',
      sku: 'K-1',
      basePrice: '10.5',
      retailPrice: '20',
      stockQuantity: null,
      description: '<p>Gute&nbsp;<b>Kette</b></p>',
      specialPrice: '15',
      specialPriceStart: dayjs('2030-05-01'),
      specialPriceEnd: dayjs('2030-05-08'),
    });
    expect(body).toMatchObject({
      name: 'Kette',
      basePrice: '10.50',
      retailPrice: '20.00',
      stockQuantity: 0,
      eanCode: null,
      adminCostPrice: null,
      categoryId: null,
      imageUrls: null,
      description: 'Gute Kette',
      specialPrice: '15.00',
      specialPriceStart: '2030-05-01',
      specialPriceEnd: '2030-05-08',
    });
  });

  it('normalises money text without floating point', () => {
    expect(normaliseMoneyText('0.1')).toBe('0.10');
    expect(normaliseMoneyText('12,5')).toBe('12.50');
    expect(normaliseMoneyText('-1')).toBeNull();
    expect(normaliseMoneyText('1.234')).toBeNull();
    expect(stripHtml('a &amp; b')).toBe('a b');
  });

  it('computes margin and saving with one decimal', () => {
    expect(priceFigures({ basePrice: '10.00', retailPrice: '39.90', specialPrice: '29.90', adminCostPrice: '6.00' })).toEqual({
      marginCents: 2990,
      marginEuro: '29.90',
      marginPercent: '74,9',
      dealerMarginEuro: '4.00',
      savingEuro: '10.00',
      savingPercent: '25,1',
    });
  });
});
