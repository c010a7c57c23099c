import { OWN_ACCOUNT_ORIGIN } from '@palco/contracts';
import { imageUrl } from '../images/image-url';

export interface SeedAvatar {
  id: string;
  position: number;
  name: string;
  url: string;
}

export interface SeedProfile {
  id: string;
  name: string;
  avatar_id: string;
  locale: string;
  pin: string | null;
  is_master: boolean;
  /** A children's profile, with its parental restriction level (accounts/restrictions.ts). */
  kids?: boolean;
  restriction_id?: string;
}

export interface SeedAccount {
  id: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  city: string;
  birthday: string;
  gender: 'm' | 'f';
  phone: string;
  premium: boolean;
  profiles: SeedProfile[];
}

/** Accounts made on this service (not through an operator) carry this origin (spec section 3). */
export const OWN_ORIGIN = OWN_ACCOUNT_ORIGIN;

export const DEMO_PASSWORD = 'palco123';

const AVATAR_NAMES = ['Raposa', 'Coruja', 'Golfinho', 'Lince', 'Andorinha', 'Polvo', 'Sardinha', 'Galo'];

export const SEED_AVATARS: SeedAvatar[] = AVATAR_NAMES.map((name, i) => {
  const id = `av-${String(i + 1).padStart(2, '0')}`;
  return { id, position: i + 1, name, url: imageUrl('avatar', id) };
});

/** The demo accounts listed in the README. */
export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    id: 'acc-demo',
    email: 'demo@palco.pt',
    password: DEMO_PASSWORD,
    first_name: 'Joana',
    last_name: 'Silva',
    city: 'Lisboa',
    birthday: '1988-04-12',
    gender: 'f',
    phone: '+351912345678',
    premium: true,
    profiles: [
      { id: 'pf-demo', name: 'Joana', avatar_id: 'av-01', locale: 'pt_PT', pin: null, is_master: true },
    ],
  },
  {
    id: 'acc-free',
    email: 'free@palco.pt',
    password: DEMO_PASSWORD,
    first_name: 'Rui',
    last_name: 'Costa',
    city: 'Porto',
    birthday: '1995-09-30',
    gender: 'm',
    phone: '+351932222333',
    premium: false,
    profiles: [
      { id: 'pf-free', name: 'Rui', avatar_id: 'av-04', locale: 'pt_PT', pin: null, is_master: true },
    ],
  },
  {
    id: 'acc-family',
    email: 'family@palco.pt',
    password: DEMO_PASSWORD,
    first_name: 'Teresa',
    last_name: 'Almeida',
    city: 'Coimbra',
    birthday: '1979-01-21',
    gender: 'f',
    phone: '+351965554443',
    premium: true,
    profiles: [
      {
        id: 'pf-family-teresa',
        name: 'Teresa',
        avatar_id: 'av-02',
        locale: 'pt_PT',
        pin: null,
        is_master: true,
      },
      {
        id: 'pf-family-tiago',
        name: 'Tiago',
        avatar_id: 'av-03',
        locale: 'en',
        pin: '1234',
        is_master: false,
      },
      {
        id: 'pf-family-kids',
        name: 'Miúdos',
        avatar_id: 'av-07',
        locale: 'pt_PT',
        pin: null,
        is_master: false,
        kids: true,
        restriction_id: 'M6',
      },
    ],
  },
];
