import { z } from 'zod';
import type { Product } from '@taka/demo-api/schemas/inventory';
import type { ProductChanges } from './api/update-product';

/** Below this many units in stock a product is marked low. */
export const LOW_STOCK_BELOW = 10;

/**
 * The price a customer pays: the base price plus its tax percent, rounded to the poisha exactly as the demo
 * handlers round their sample prices (so a saved product agrees with the seeded ones).
 */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (100 + taxPercent)) / 100;
}

/** The price the editor shows while the base price or tax is typed: null until both are valid numbers. */
export function livePrice(basePrice: string, taxPercent: string): number | null {
  if (!MONEY.test(basePrice.trim()) || !PERCENT.test(taxPercent.trim())) return null;
  const tax = Number(taxPercent);
  return tax > 100 ? null : priceOf(Number(basePrice), tax);
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;
const WEIGHT = /^\d{1,4}(\.\d{1,3})?$/;

const text = (max: number, message: string) => z.string().trim().max(max, message);
/** A number typed as text; "" stays "" when the field may be left empty (the handlers' empty value). */
const number = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .regex(pattern, message)
    .transform((value) => Number(value));
const optionalNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value): number | '' => (value === '' ? '' : Number(value)));

/** Messages are keys under `validation.` (see shared/ui/form/field-error). */
export const ProductFormSchema = z.object({
  name: text(120, 'inventory.nameTooLong').min(1, 'inventory.nameRequired'),
  sku: text(32, 'inventory.skuInvalid')
    .min(1, 'inventory.skuRequired')
    .regex(/^[A-Za-z0-9-]+$/, 'inventory.skuInvalid'),
  barcode: z
    .string()
    .trim()
    .regex(/^(\d{8,14})?$/, 'inventory.barcodeInvalid'),
  category: z.string().min(1, 'inventory.categoryRequired'),
  brand: z.string(),
  vendor: z.string(),
  tags: z.array(z.string()),
  stock: number(WHOLE, 'inventory.stockInvalid'),
  reserved: optionalNumber(WHOLE, 'inventory.reservedInvalid'),
  cost: optionalNumber(MONEY, 'inventory.amountInvalid'),
  basePrice: number(MONEY, 'inventory.basePriceInvalid'),
  taxPercent: number(PERCENT, 'inventory.taxInvalid').refine((tax) => tax <= 100, 'inventory.taxInvalid'),
  weight: optionalNumber(WEIGHT, 'inventory.weightInvalid'),
  thumbnail: z.string(),
  active: z.boolean(),
});

export type ProductFormValues = z.input<typeof ProductFormSchema>;
export type ProductFormOutput = z.output<typeof ProductFormSchema>;

const asText = (value: number | '') => (value === '' ? '' : String(value));

/** What the editor starts from: the stored product, numbers as the text the fields hold. */
export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: product.tags,
    stock: asText(product.stock),
    reserved: asText(product.reserved),
    cost: asText(product.cost),
    basePrice: asText(product.basePrice),
    taxPercent: asText(product.taxPercent),
    weight: asText(product.weight),
    thumbnail: product.thumbnail ?? '',
    active: product.active,
  };
}

/** What Save sends: every field of the form, with the price worked out from the base price and tax. */
export function changesOf(values: ProductFormOutput): ProductChanges {
  return {
    ...values,
    thumbnail: values.thumbnail || null,
    price: priceOf(values.basePrice, values.taxPercent),
  };
}
