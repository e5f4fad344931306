import { z } from 'zod';

export { TagSchema as InventoryTagSchema, type Tag as InventoryTag } from './tags.ts';

/** A number, or "" on a product just created (SPEC 3.2). */
const Amount = z.union([z.number(), z.literal('')]);

export const ProductSchema = z.object({
  id: z.string(),
  /** Category id ("" on a new product). */
  category: z.string(),
  name: z.string(),
  description: z.string(),
  /** Product tag ids. */
  tags: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  /** Brand id. */
  brand: z.string(),
  /** Vendor id. */
  vendor: z.string(),
  stock: Amount,
  reserved: Amount,
  cost: Amount,
  basePrice: Amount,
  /** Percent: 8, 10, 18, 20 or 30 in the samples. */
  taxPercent: Amount,
  /** basePrice plus taxPercent. */
  price: Amount,
  /** Kilograms. */
  weight: Amount,
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

export const InventoryCategorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
});
export const InventoryBrandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export const InventoryVendorSchema = InventoryBrandSchema;
export type InventoryCategory = z.infer<typeof InventoryCategorySchema>;
export type InventoryBrand = z.infer<typeof InventoryBrandSchema>;

export const ProductPaginationSchema = z.union([
  z.object({
    length: z.number().int(),
    size: z.number().int(),
    page: z.number().int(),
    lastPage: z.number().int(),
    startIndex: z.number().int(),
    endIndex: z.number().int(),
  }),
  z.object({ lastPage: z.number().int() }).strict(),
]);

export const ProductPageSchema = z.object({
  products: z.array(ProductSchema).nullable(),
  pagination: ProductPaginationSchema,
});

export const ProductPatchBodySchema = z.object({
  id: z.string(),
  product: ProductSchema.omit({ id: true }).partial(),
});
