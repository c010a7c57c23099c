import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ContentDetail } from './ContentDetail';

/** `/movie/:name/:id`, `/series/:name/:id` and `/content/:id`: the name is for people, the id finds the title. */
export function ContentPage(): ReactNode {
  const { id = '' } = useParams();
  // Keyed by id so moving to another title starts from its first season again.
  return <ContentDetail key={id} id={id} />;
}
