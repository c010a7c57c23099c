import type { ReactNode } from 'react';
import type { Channel } from '@palco/contracts';
import { AppLink } from '@palco/shared';
import { cardHref } from '../../utils/card-href';
import { useCardText } from '../card-text';
import { cardLooks } from './card-look';
import { CardImage, type ImageLoading } from './ContentCard';
import * as styles from './Card.module.css';

/** A live channel's tile: its logo, leading to the live player. */
export function ChannelCard({
  channel,
  tabIndex,
  imageLoading,
}: {
  channel: Channel;
  tabIndex?: number;
  imageLoading?: ImageLoading;
}): ReactNode {
  const look = cardLooks.channel;
  const { contentLang: lang } = useCardText();
  return (
    <AppLink
      href={cardHref(channel)}
      className={`${styles.card} ${styles.channel}`}
      style={{ ['--card-width' as string]: `${look.width}px` }}
      data-testid="card"
      data-card-type="channel"
      tabIndex={tabIndex}
    >
      <span className={styles.frame}>
        <CardImage
          className={styles.logo}
          src={channel.logo}
          imageLoading={imageLoading}
          width={look.width}
          height={look.height}
        />
      </span>
      <span className="palco-visually-hidden" lang={lang}>
        {channel.name}
      </span>
    </AppLink>
  );
}
