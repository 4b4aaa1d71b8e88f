-- The owner's reference unit prices (src/worker/quotations/price-book.ts): private, read by the
-- dashboard's price book and the quotation builder only, never by the public site. Keyed as a
-- quote-list line names what it asks for (shared/quote-line.ts: family, item, grade, unit), so a
-- line finds its price exactly; a size the catalogue renames starts without one.
CREATE TABLE price_book (
  family TEXT NOT NULL,
  item TEXT NOT NULL,
  grade TEXT NOT NULL,
  unit TEXT NOT NULL,
  -- At most ₱100,000,000.00 (shared/quotation-money.ts, maxUnitPriceCentavos).
  price_centavos INTEGER NOT NULL CHECK (price_centavos > 0 AND price_centavos <= 10000000000),
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (family, item, grade, unit)
);
