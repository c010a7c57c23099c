// Test helpers for every workspace, imported as `@palco/shared/testing` from tests only: nothing an app
// runs imports this, so no build includes it.
export {
  errorReply,
  type FakeApi,
  fakeApi,
  type FakeApiOptions,
  type FakeReply,
  type FakeRoute,
  type FakeRoutes,
  ok,
  type RecordedRequest,
  reply,
} from './fake-api';
export {
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
