import { ProdListScreen } from '../components/prod-list-screen';

/** /intro/prodList/theme (LandingProdListTheme): the theme kept under searchTheme in local storage. */
export default function ProdListThemePage() {
  return <ProdListScreen kind="theme" />;
}
