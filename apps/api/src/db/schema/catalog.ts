import type { ProductTranslations } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, company } from './organization';
import { translationsCheck } from './translations';

/** Three-level categories: '07' > '0701' > '070101'. Level-1 codes are code group 010. */
export const category = pgTable('category', {
  categoryCd: varchar({ length: 10 }).primaryKey(),
  categoryNm: varchar({ length: 100 }).notNull(),
  parentCd: varchar({ length: 10 }),
  level: integer().notNull(),
  seqNo: integer().notNull(),
  iconFileId: varchar({ length: 20 }),
  useYn: varchar({ length: 1 }).notNull().default('Y'),
});

export const vendor = pgTable('vendor', {
  vendorSn: integer().primaryKey().generatedByDefaultAsIdentity(),
  cmpyCd: varchar({ length: 20 }).references(() => company.cmpyCd),
  vendorNm: varchar({ length: 100 }).notNull(),
  managerNm: varchar({ length: 50 }),
  managerEmail: varchar({ length: 100 }),
  managerTelNo: varchar({ length: 20 }),
  regStat: varchar({ length: 10 }).notNull().default('ACCEPT'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Goods. Price in integer won. signStatCd follows code group 005. */
export const product = pgTable(
  'product',
  {
    prodSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    prodNm: varchar({ length: 200 }).notNull(),
    brandNm: varchar({ length: 100 }),
    vendorSn: integer().references(() => vendor.vendorSn),
    categoryCd: varchar({ length: 10 }).references(() => category.categoryCd),
    /** Sale price (won). */
    price: integer().notNull(),
    supplyPrice: integer(),
    /** Consumer (list) price; the sale price is never above it. */
    consumerPrice: integer().notNull().default(0),
    stockQty: integer().notNull().default(0),
    soldOutYn: varchar({ length: 1 }).notNull().default('N'),
    /**
     * The highest option value number given in this product (decision 029): a new value takes the next one, so a
     * removed value's code is never given to another (orders, carts and taken stock refer to values by code).
     */
    lastOptNo: integer().notNull().default(0),
    shipFee: integer().notNull().default(0),
    /** Days from order to dispatch. */
    leadDays: integer().notNull().default(3),
    overseasYn: varchar({ length: 1 }).notNull().default('N'),
    packageYn: varchar({ length: 1 }).notNull().default('N'),
    cardYn: varchar({ length: 1 }).notNull().default('N'),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    mainImg: varchar({ length: 20 }),
    detailHtml: text().notNull().default(''),
    /**
     * The name and a short line per recipient language ({ "vi": { "prodNm": "...", "summary": "..." } }, decision
     * 055, Content). A jsonb map rather than a child table: every recipient read of a product takes its name in one
     * language with the row (a coalesce, no join), the set of languages is small and fixed, and the translations are
     * written with the product, as a whole, on its form; nothing searches or counts by them.
     */
    translations: jsonb().$type<ProductTranslations>().notNull().default({}),
    signStatCd: varchar({ length: 2 }).notNull().default('03'),
    /** The reason of the last rejection, kept while the product is rejected (04). */
    rejectReason: text(),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    /** Who registered it (a vendor's login or an operator); null for seeded goods. */
    regUnqUserId: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_price_ck', sql`${t.price} >= 0`),
    check('product_stock_ck', sql`${t.stockQty} >= 0`),
    check('product_translations_ck', translationsCheck(t.translations)),
    index('product_category_idx').on(t.categoryCd),
    index('product_created_idx').on(t.createdAt),
    index('product_vendor_idx').on(t.vendorSn, t.signStatCd),
    // The public catalogue (landing search, spec §3): only visible goods, searched by category prefix (LIKE '07%',
    // pattern ops so it works in any collation) and sorted by price or date with the product number as tiebreak.
    // Korean name search uses a trigram index where pg_trgm exists (migration 0015).
    index('product_visible_category_idx')
      .on(t.categoryCd.op('varchar_pattern_ops'), t.price)
      .where(sql`${t.useYn} = 'Y' and ${t.signStatCd} = '03'`),
    index('product_visible_price_idx')
      .on(t.price, t.prodSn)
      .where(sql`${t.useYn} = 'Y' and ${t.signStatCd} = '03'`),
    index('product_visible_created_idx')
      .on(t.createdAt, t.prodSn)
      .where(sql`${t.useYn} = 'Y' and ${t.signStatCd} = '03'`),
  ],
);

/**
 * Every change of a product's price, stock, sold-out flag or registration state: who, when, from, to,
 * and the reason of a rejection. Shown on the goods detail.
 */
export const productHistory = pgTable(
  'product_history',
  {
    historySn: integer().primaryKey().generatedByDefaultAsIdentity(),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    /**
     * CREATE, SIGN, PRICE, CONSUMER_PRICE, SUPPLY_PRICE, STOCK, SOLD_OUT, OPTION_STOCK, OPTION_SUPPLY_PRICE,
     * TRANSLATION (a translated text, its language and field in subject).
     */
    changeType: varchar({ length: 20 }).notNull(),
    /** The part of the product a change is about: an option value ('색상: 블랙'); null for the product itself. */
    subject: varchar({ length: 210 }),
    fromValue: varchar({ length: 100 }),
    toValue: varchar({ length: 100 }),
    reason: text(),
    changedBy: varchar({ length: 20 }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_history_prod_idx').on(t.prodSn, t.changedAt)],
);

/** Thumbnails of an uploaded image by width: GET /files/{fileId}?w=160 serves the 160-wide one. */
export const fileThumbnail = pgTable(
  'file_thumbnail',
  {
    fileId: varchar({ length: 20 }).notNull(),
    width: integer().notNull(),
    thumbFileId: varchar({ length: 20 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.width] })],
);

export const productImage = pgTable(
  'product_image',
  {
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    fileId: varchar({ length: 20 }).notNull(),
    seqNo: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.prodSn, t.seqNo] })],
);

/**
 * Options (spec §3 optionInfoList): a two-character optCd is an option title ('01' 색상); values carry the
 * title's code as prefix ('0101' 블랙) and point at it through parentOptCd.
 */
export const productOption = pgTable(
  'product_option',
  {
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    optCd: varchar({ length: 20 }).notNull(),
    optNm: varchar({ length: 100 }).notNull(),
    parentOptCd: varchar({ length: 20 }),
    seqNo: integer().notNull(),
    soldOutYn: varchar({ length: 1 }).notNull().default('N'),
    /** A value's extra price over the product's (won); 0 for titles. */
    addPrice: integer().notNull().default(0),
    /** What the vendor is paid extra for this value (won, decision 037); 0 for titles. */
    addSupplyPrice: integer().notNull().default(0),
    /**
     * Decision 029: the vendor's stock of this value across every event, taken on apply and given back on cancel;
     * 0 is sold out everywhere. Null: not tracked (titles, and values the vendor keeps no count of).
     */
    stockQty: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.prodSn, t.optCd] }),
    check('product_option_stock_ck', sql`${t.stockQty} >= 0`),
  ],
);

/** Event templates, also the landing site's themes (spec §3 Event template / theme). */
export const eventTemplate = pgTable('event_template', {
  tempSn: integer().primaryKey(),
  tempNm: varchar({ length: 100 }).notNull(),
  seqNo: integer().notNull(),
  useYn: varchar({ length: 1 }).notNull().default('Y'),
  /** Occasion of spec §1 (OCCASION): 01 encouragement, 02 personal, 03 company events. */
  occasionCd: varchar({ length: 2 }),
  /** Uploaded background image (stored file); null = the landing's built-in theme background map (spec §9). */
  bgFileId: varchar({ length: 20 }),
});

/** Message-card designs an event can offer (/event/card). */
export const messageCard = pgTable('message_card', {
  cardSn: integer().primaryKey().generatedByDefaultAsIdentity(),
  cardNm: varchar({ length: 100 }).notNull(),
  fileId: varchar({ length: 20 }),
  defaultMsg: varchar({ length: 500 }).notNull().default(''),
  seqNo: integer().notNull().default(0),
  useYn: varchar({ length: 1 }).notNull().default('Y'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Curated products per theme (landing and event setup). */
export const templateProduct = pgTable(
  'template_product',
  {
    tempSn: integer()
      .notNull()
      .references(() => eventTemplate.tempSn),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    seqNo: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tempSn, t.prodSn] }),
    // A theme's goods in curation order (landing main and theme search).
    index('template_product_order_idx').on(t.tempSn, t.seqNo),
    index('template_product_prod_idx').on(t.prodSn),
  ],
);

/** Uploaded and generated files, served by GET /files/{fileId}; never stored under the user's file name. */
export const storedFile = pgTable('stored_file', {
  fileId: varchar({ length: 20 }).primaryKey(),
  originalName: varchar({ length: 255 }).notNull(),
  contentType: varchar({ length: 100 }).notNull(),
  byteSize: integer().notNull(),
  storageKey: varchar({ length: 255 }).notNull(),
  /**
   * Null: public (product images, icons, brochures). Set: a personal file (a profile image) that only this user and
   * operator admins may read.
   */
  ownerUnqUserId: varchar({ length: 20 }).references(() => appUser.unqUserId),
  /**
   * Null: the owner rule above. NOTICE: a notice attachment, readable by whoever may read a notice that lists it
   * (the files route asks the scope's reader app.ts gives it, the service centre's), always sent as a download.
   */
  accessScope: varchar({ length: 10 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
