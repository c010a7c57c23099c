import type { ReactNode } from 'react';
import type { Rail as RailData } from '@palco/contracts';
import { Card } from '../../../components/cards/Card';
import { cardLooks } from '../../../components/cards/card-look';
import { targetKey } from '../../../utils/card-href';
import { useRailPaging } from '../hooks/use-rail-paging';
import { RailCarousel } from './RailCarousel';
import { RailGrid } from './RailGrid';
import * as styles from './Rail.module.css';

/** Top-10 cards carry their rank beside the poster, 56 px wider than the poster itself. */
function gridColumnWidth(design: RailData['design_type']): number {
  return cardLooks[design].width + (design === 'poster_top10' ? 56 : 0);
}

/** One rail of a screen: its name when it asks for it, and its cards as a carousel or a grid. */
export function Rail({ rail }: { rail: RailData }): ReactNode {
  const paging = useRailPaging(rail);
  const cards = paging.entries.map((entry, index) => (
    <li key={targetKey(entry)} className={styles.item}>
      <Card
        target={entry}
        design={rail.design_type}
        rank={index + 1}
        showProgress={rail.progress}
        display={rail.card_display}
      />
    </li>
  ));

  return (
    <section
      role="region"
      aria-label={rail.name}
      className={styles.rail}
      data-testid="rail"
      data-rail-id={rail.id}
    >
      {rail.show_name && <h2 className={styles.name}>{rail.name}</h2>}
      {rail.widget_type === 'carousel' ? (
        <RailCarousel paging={paging}>{cards}</RailCarousel>
      ) : (
        <RailGrid paging={paging} minCardWidth={gridColumnWidth(rail.design_type)}>
          {cards}
        </RailGrid>
      )}
    </section>
  );
}
