import { getAffiliate, setAffiliate } from '@palco/shared';
import { errorReply, fakeApi, type FakeApi, makePlan, ok, reply } from '@palco/shared/testing';
import { loadPlans, plansKey } from './affiliate-plans';

const regular = makePlan({ id: 'plan-monthly', name: 'Mensal', price: 6.99 });
const vodafone = makePlan({ id: 'plan-vodafone-monthly', price: 5.49, affiliate: 'vodafone' });
const unknownAffiliate = reply(400, {
  code: 'unknown_affiliate',
  message: 'Não conhecemos este parceiro, ou a sua oferta já terminou.',
  error: 'Bad Request',
});

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  localStorage.clear();
});

describe('the plans call (spec section 7: GET /v1/plan, optional query affiliate)', () => {
  it('asks for the partner’s own plans with ?affiliate=', async () => {
    api = fakeApi({
      'GET /v1/plan?affiliate=vodafone': ok({ plans: [vodafone] }),
      'GET /v1/plan': ok({ plans: [regular] }),
    });
    await expect(loadPlans('vodafone')).resolves.toEqual({
      plans: [vodafone],
      affiliate: 'vodafone',
      refused: false,
    });
    expect(api.requestsTo('/v1/plan').map((request) => request.params)).toEqual([{ affiliate: 'vodafone' }]);
  });

  it('asks for the regular plans, with no query, without a partner', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [regular] }) });
    await expect(loadPlans(null)).resolves.toEqual({ plans: [regular], affiliate: null, refused: false });
    expect(api.requestsTo('/v1/plan').map((request) => request.params)).toEqual([{}]);
  });

  it('forgets a partner the API refuses (unknown_affiliate) and gives the regular plans', async () => {
    setAffiliate('nos');
    api = fakeApi({
      'GET /v1/plan?affiliate=nos': unknownAffiliate,
      'GET /v1/plan': ok({ plans: [regular] }),
    });
    await expect(loadPlans('nos')).resolves.toEqual({ plans: [regular], affiliate: null, refused: true });
    expect(getAffiliate()).toBeNull();
    expect(api.requestsTo('/v1/plan').map((request) => request.params)).toEqual([{ affiliate: 'nos' }, {}]);
  });

  it('keeps the partner when the call fails for another reason, and says it failed', async () => {
    setAffiliate('nos');
    api = fakeApi({ 'GET /v1/plan?affiliate=nos': errorReply(500) });
    await expect(loadPlans('nos')).rejects.toMatchObject({ errorStatus: 500 });
    expect(getAffiliate()).toBe('nos');
  });

  it('caches each partner’s plans apart from the regular ones', () => {
    expect(plansKey(null)).toBe('/v1/plan');
    expect(plansKey('samsung')).toBe('/v1/plan?affiliate=samsung');
  });
});
