import type { AffiliateId, Plan } from '@palco/contracts';
import type { Db } from '../db';
import { insertRows } from './insert-rows';

/** An affiliate as seeded (migration 017's `affiliates`): its marker, its name, and whether it sells now. */
export interface SeedAffiliate {
  id: AffiliateId;
  name: string;
  active: boolean;
}

/** The partners of spec section 2, each with a sign-up and a subscribe route of its own. */
export const SEED_AFFILIATES: readonly SeedAffiliate[] = [
  { id: 'nos', name: 'NOS', active: true },
  { id: 'vodafone', name: 'Vodafone', active: true },
  { id: 'samsung', name: 'Samsung', active: true },
];

/** A plan only its affiliate sells: listed by `GET /v1/plan?affiliate={id}`, paid like any other. */
export interface SeedAffiliatePlan extends Plan {
  affiliate: AffiliateId;
}

/**
 * Each affiliate's own plans (migration 017 repeats them for a database seeded before it), against the
 * regular monthly plan's 6.99 €: NOS's customers pay 4.99 € by card, Vodafone's 5.49 €, and a Samsung TV
 * comes with its first six months at half price, renewing at six regular months' price.
 */
export const SEED_AFFILIATE_PLANS: readonly SeedAffiliatePlan[] = [
  {
    id: 'plan-nos-monthly',
    type: 'SUBSCRIPTION',
    name: 'NOS Palco Mensal',
    description: 'Todo o catálogo premium, sem anúncios, a preço de cliente NOS. Renova todos os meses.',
    price: 4.99,
    full_price: 6.99,
    renewal_price: 4.99,
    currency: 'EUR',
    highlight: true,
    period_type: 'M',
    payment_methods: ['cc'],
    affiliate: 'nos',
  },
  {
    id: 'plan-vodafone-monthly',
    type: 'SUBSCRIPTION',
    name: 'Vodafone Palco Mensal',
    description: 'Todo o catálogo premium, sem anúncios, a preço de cliente Vodafone. Renova todos os meses.',
    price: 5.49,
    full_price: 6.99,
    renewal_price: 5.49,
    currency: 'EUR',
    highlight: true,
    period_type: 'M',
    payment_methods: ['cc', 'mbway'],
    affiliate: 'vodafone',
  },
  {
    id: 'plan-samsung-semiannual',
    type: 'SUBSCRIPTION',
    name: 'Samsung Palco Semestral',
    description:
      'Os primeiros seis meses a metade do preço, oferta da Samsung. Depois, renova a cada seis meses.',
    price: 20.97,
    full_price: 41.94,
    renewal_price: 41.94,
    currency: 'EUR',
    highlight: true,
    period_type: 'S',
    payment_methods: ['cc'],
    affiliate: 'samsung',
  },
];

/** Inserts the affiliates, then their plans (each listed first within its affiliate's, in this order). */
export async function seedAffiliates(db: Db): Promise<void> {
  await insertRows(
    db,
    'affiliates',
    ['id', 'name', 'active'],
    SEED_AFFILIATES.map((a) => [a.id, a.name, a.active]),
  );
  await insertRows(
    db,
    'plans',
    [
      'id',
      'position',
      'name',
      'description',
      'price',
      'full_price',
      'renewal_price',
      'currency',
      'highlight',
      'period_type',
      'payment_methods',
      'affiliate_id',
    ],
    SEED_AFFILIATE_PLANS.map((p) => [
      p.id,
      SEED_AFFILIATE_PLANS.filter((other) => other.affiliate === p.affiliate).indexOf(p) + 1,
      p.name,
      p.description,
      p.price,
      p.full_price,
      p.renewal_price,
      p.currency,
      p.highlight,
      p.period_type,
      JSON.stringify(p.payment_methods),
      p.affiliate,
    ]),
    ['payment_methods'],
  );
}
