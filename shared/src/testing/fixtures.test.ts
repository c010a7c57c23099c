import {
  AccountSchema,
  ChannelSchema,
  ContentItemSchema,
  MediaSchema,
  PlanSchema,
  ProfileSchema,
  RailSchema,
  ScreenSchema,
  SectionSchema,
  UserStatusSchema,
} from '@palco/contracts';
import {
  makeAccount,
  makeChannel,
  makeContentItem,
  makeMedia,
  makePlan,
  makeProfile,
  makeRail,
  makeScreen,
  makeSection,
  makeUserStatus,
} from './fixtures';

describe('test fixtures', () => {
  it.each([
    ['makeAccount', AccountSchema, makeAccount()],
    ['makeProfile', ProfileSchema, makeProfile()],
    ['makeContentItem', ContentItemSchema, makeContentItem()],
    ['makeUserStatus', UserStatusSchema, makeUserStatus()],
    ['makeChannel', ChannelSchema, makeChannel()],
    ['makeMedia', MediaSchema, makeMedia()],
    ['makePlan', PlanSchema, makePlan()],
    ['makeRail', RailSchema, makeRail()],
    ['makeScreen', ScreenSchema, makeScreen()],
    ['makeSection', SectionSchema, makeSection()],
  ] as const)('%s builds what the contract schema accepts, unchanged', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('nests built entities into ones that still parse', () => {
    const screen = makeScreen({
      rails: [
        makeRail({
          contents: [makeContentItem({ id: 'm1', user_status: makeUserStatus({ progress: 30 }) })],
          channels: [makeChannel({ media_id: 'media-9' })],
        }),
      ],
    });
    expect(ScreenSchema.parse(screen)).toEqual(screen);
    expect(AccountSchema.parse(makeAccount({ premium: true, gender: 'f' }))).toMatchObject({ premium: true });
  });

  it('takes overrides and derives the rest of an item or channel from its id', () => {
    expect(makeContentItem({ id: 'm7', type: 'SERIES' })).toMatchObject({
      id: 'm7',
      type: 'SERIES',
      title: 'Título m7',
      media_id: 'media-m7',
      action_value: 'm7',
    });
    expect(makeChannel({ id: 'rtp1' })).toMatchObject({ id: 'rtp1', name: 'Canal rtp1' });
    expect(makeProfile({ isMaster: true, has_pin: true })).toMatchObject({ isMaster: true, has_pin: true });
  });

  it('gives each call its own objects', () => {
    const first = makeAccount();
    first.profiles.push({ id: 'p2', name: 'Rui' });
    expect(makeAccount().profiles).toEqual([{ id: 'p1', name: 'Joana' }]);
  });
});
