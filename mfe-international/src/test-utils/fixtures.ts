import { makeAccount } from '@palco/shared/testing';

export const FRAME_URL = 'http://localhost:4000/sandbox/international';
export const FRAME_ORIGINS = ['http://localhost:4000', 'https://qa.partner.example'] as const;

/** The part of `GET /v1/setting` this remote reads. */
export const frameSettings = {
  international_frame_url: FRAME_URL,
  international_frame_origins: [...FRAME_ORIGINS],
};

/** A signed-in viewer from France without a subscription. */
export const freeAccount = makeAccount({
  id: 'acc-9',
  email: 'ana@example.com',
  first_name: 'Ana',
  country: 'FR',
  is_multi_profile: false,
  profiles: [{ id: 'p-9', name: 'Ana' }],
});
