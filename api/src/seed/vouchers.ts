import type { VoucherDiscountKind, VoucherType } from '@palco/contracts';
import type { Db } from '../db';
import { insertRows } from './insert-rows';

/** A voucher as seeded (migration 015's `vouchers`); days are Lisbon calendar days, YYYY-MM-DD. */
export interface SeedVoucher {
  code: string;
  type: VoucherType;
  plan_id: string;
  /** The days a prepaid or promotion voucher grants; null for a product voucher. */
  days: number | null;
  discount_kind: VoucherDiscountKind;
  discount_amount: number;
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  redemptions: number;
  information: string;
}

/**
 * The demo codes, one of each kind and one of each refusal (migration 015 repeats them for a database
 * seeded before it): a prepaid month, 20 % off the yearly plan, a free first month, 3 € off the monthly
 * plan, one that expired in 2024 and one whose 100 redemptions are all taken.
 */
export const SEED_VOUCHERS: readonly SeedVoucher[] = [
  {
    code: 'PALCO30',
    type: 'prepaid',
    plan_id: 'plan-monthly',
    days: 30,
    discount_kind: 'days',
    discount_amount: 30,
    valid_from: null,
    valid_until: null,
    max_redemptions: null,
    redemptions: 0,
    information: '30 dias do plano Mensal, já pagos. Sem renovação automática.',
  },
  {
    code: 'ANUAL20',
    type: 'product',
    plan_id: 'plan-yearly',
    days: null,
    discount_kind: 'percentage',
    discount_amount: 20,
    valid_from: null,
    valid_until: null,
    max_redemptions: null,
    redemptions: 0,
    information: '20% de desconto no primeiro ano do plano Anual.',
  },
  {
    code: 'VERAO',
    type: 'promotion',
    plan_id: 'plan-monthly',
    days: 30,
    discount_kind: 'days',
    discount_amount: 30,
    valid_from: null,
    valid_until: null,
    max_redemptions: null,
    redemptions: 0,
    information: 'O primeiro mês do plano Mensal é oferta do Palco.',
  },
  {
    code: 'MENOS3',
    type: 'product',
    plan_id: 'plan-monthly',
    days: null,
    discount_kind: 'value',
    discount_amount: 3,
    valid_from: null,
    valid_until: null,
    max_redemptions: null,
    redemptions: 0,
    information: 'Menos 3 € no primeiro mês do plano Mensal.',
  },
  {
    code: 'EXPIRADO',
    type: 'prepaid',
    plan_id: 'plan-monthly',
    days: 7,
    discount_kind: 'days',
    discount_amount: 7,
    valid_from: '2024-06-01',
    valid_until: '2024-08-31',
    max_redemptions: null,
    redemptions: 0,
    information: 'Uma semana do plano Mensal para o verão de 2024.',
  },
  {
    code: 'ESGOTADO',
    type: 'promotion',
    plan_id: 'plan-monthly',
    days: 14,
    discount_kind: 'days',
    discount_amount: 14,
    valid_from: null,
    valid_until: null,
    max_redemptions: 100,
    redemptions: 100,
    information: 'Duas semanas do plano Mensal para os primeiros 100.',
  },
];

/** Inserts the demo vouchers; their plans must be there already. */
export async function seedVouchers(db: Db): Promise<void> {
  await insertRows(
    db,
    'vouchers',
    [
      'code',
      'type',
      'plan_id',
      'days',
      'discount_kind',
      'discount_amount',
      'valid_from',
      'valid_until',
      'max_redemptions',
      'redemptions',
      'information',
    ],
    SEED_VOUCHERS.map((v) => [
      v.code,
      v.type,
      v.plan_id,
      v.days,
      v.discount_kind,
      v.discount_amount,
      v.valid_from,
      v.valid_until,
      v.max_redemptions,
      v.redemptions,
      v.information,
    ]),
  );
}
