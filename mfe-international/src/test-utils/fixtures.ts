import type { Account, Plan } from '@palco/contracts';

export const FRAME_URL = 'http://localhost:4000/sandbox/international';
export const FRAME_ORIGINS = ['http://localhost:4000', 'https://qa.partner.example'] as const;

/** The part of `GET /v1/setting` this remote reads. */
export const frameSettings = {
  international_frame_url: FRAME_URL,
  international_frame_origins: [...FRAME_ORIGINS],
};

export const freeAccount: Account = {
  id: 'acc-9',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  country: 'FR',
  city: null,
  birthday: null,
  gender: null,
  phone: null,
  username: null,
  photo_url: null,
  avatar: null,
  completed: true,
  is_multi_profile: false,
  premium: false,
  affiliate: null,
  profiles: [{ id: 'p-9', name: 'Ana' }],
  extraParameters: { origin: null },
};

export const plans: Plan[] = [
  {
    id: 'monthly',
    type: 'SUBSCRIPTION',
    name: 'Mensal',
    description: 'Tudo, todos os meses.',
    price: 6.99,
    full_price: 6.99,
    renewal_price: 6.99,
    currency: 'EUR',
    highlight: false,
    period_type: 'M',
    payment_methods: ['cc'],
  },
  {
    id: 'yearly',
    type: 'SUBSCRIPTION',
    name: 'Anual',
    description: 'Dois meses grátis.',
    price: 69.9,
    full_price: 83.88,
    renewal_price: 69.9,
    currency: 'EUR',
    highlight: true,
    period_type: 'Y',
    payment_methods: ['cc', 'paypal'],
  },
];
