import { FavouritesPage } from '../../features/favourites/components/favourites-page';

export default function FavouritesRoute() {
  return <FavouritesPage />;
}
