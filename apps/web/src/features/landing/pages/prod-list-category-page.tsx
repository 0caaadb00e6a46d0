import { ProdListScreen } from '../components/prod-list-screen';

/** /intro/prodList/category (LandingProdListCategory; params category, themeTempSn, fromWhere, clickAllShow). */
export default function ProdListCategoryPage() {
  return <ProdListScreen kind="category" />;
}
