import type { Plan } from '@palco/contracts';

/** A plan as seeded: what the plans call answers, and how many live streams it allows at once. */
export interface SeedPlan extends Plan {
  max_streams: number;
}

/** Subscription plans; the monthly one is highlighted and listed first, so clients preselect it. */
export const SEED_PLANS: SeedPlan[] = [
  {
    id: 'plan-monthly',
    type: 'SUBSCRIPTION',
    name: 'Mensal',
    description: 'Todo o catálogo premium, sem anúncios. Renova todos os meses.',
    price: 6.99,
    full_price: 6.99,
    renewal_price: 6.99,
    currency: 'EUR',
    highlight: true,
    period_type: 'M',
    payment_methods: ['cc', 'mbway', 'paypal', 'dd', 'multibanco'],
    max_streams: 2,
  },
  {
    id: 'plan-yearly',
    type: 'SUBSCRIPTION',
    name: 'Anual',
    description: 'Doze meses pelo preço de dez. Renova todos os anos.',
    price: 69.99,
    full_price: 83.88,
    renewal_price: 69.99,
    currency: 'EUR',
    highlight: false,
    period_type: 'Y',
    // A year is worth a bank transfer's day or two of waiting.
    payment_methods: ['cc', 'mbway', 'paypal', 'dd', 'multibanco', 'transfer'],
    max_streams: 4,
  },
  {
    id: 'plan-weekly',
    type: 'SUBSCRIPTION',
    name: 'Semanal',
    description: 'Uma semana de maratonas. Renova todas as semanas.',
    price: 1.99,
    full_price: 1.99,
    renewal_price: 1.99,
    currency: 'EUR',
    highlight: false,
    period_type: 'W',
    payment_methods: ['cc', 'mbway'],
    max_streams: 1,
  },
];
