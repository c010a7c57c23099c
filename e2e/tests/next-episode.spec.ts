import { expect, test, type APIRequestContext, type Page } from './support/test';
import { getJson, getScreen, getSections, type ApiItem } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, signIn } from './support/site';

interface Marks {
  intro: { start: number; end: number } | null;
  recap: { start: number; end: number } | null;
  next_episode: number | null;
}

interface ApiSeries extends ApiItem {
  seasons?: { id: string }[];
}

/** Released episodes of the series on the API's screens, season by season (never a hard-coded id). */
async function* episodes(request: APIRequestContext): AsyncGenerator<ApiItem> {
  const seen = new Set<string>();
  for (const section of await getSections(request)) {
    for (const rail of (await getScreen(request, section.screen)).rails) {
      for (const item of rail.contents) {
        if (item.type === 'EPISODE') yield item;
        if (item.type !== 'SERIES' || seen.has(item.id)) continue;
        seen.add(item.id);
        const series = await getJson<ApiSeries>(request, `/v1/content/item/${item.id}`);
        for (const season of series.seasons ?? []) {
          const page = await getJson<{ contents: ApiItem[] }>(
            request,
            `/v1/content/item/${item.id}/season/${season.id}`,
          );
          yield* page.contents;
        }
      }
    }
  }
}

/** A released episode with an intro, a credits mark and a released next episode. */
async function episodeWithNext(
  request: APIRequestContext,
): Promise<{ episode: ApiItem & { marks: Marks }; next: ApiItem }> {
  const nowSeconds = Date.now() / 1000;
  for await (const item of episodes(request)) {
    if (!item.media_id || item.premium) continue;
    if (item.release_date !== null && item.release_date > nowSeconds) continue;
    const full = await getJson<ApiItem & { marks: Marks | null }>(request, `/v1/content/item/${item.id}`);
    if (!full.marks?.intro || full.marks.next_episode === null) continue;
    const answer = await request.get(`/api/v1/content/item/${encodeURIComponent(item.id)}/next`);
    if (answer.ok())
      return { episode: { ...full, marks: full.marks }, next: (await answer.json()) as ApiItem };
  }
  throw new Error('no released episode of the API’s series has an intro, a credits mark and a next episode');
}

const videoTime = (page: Page): Promise<number> =>
  page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);

test('skip intro jumps past it, and from the credits the next episode starts by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { episode, next } = await episodeWithNext(request);
  const intro = episode.marks.intro!;
  await page.goto('/');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/vod/${encodeURIComponent(episode.id)}`);

  const skip = page.getByRole('button', { name: 'Saltar introdução' });
  await expect(skip).toBeVisible({ timeout: (intro.start + 10) * 1000 });
  await skip.click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(intro.end);
  await expect(skip).toBeHidden();

  const card = page.getByRole('complementary', { name: 'Próximo episódio' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(next.title);
  await expectNoAxeViolations(page);
  await expect(card).toContainText(/Começa dentro de \d+ segundos?/);
  // Nobody presses anything: after the countdown the next episode plays.
  await expect(page).toHaveURL(new RegExp(`/vod/${encodeURIComponent(next.id)}$`), { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(next.title);
});
