import UpdatePortfolioPage from '../../features/trainer-portfolio/pages/update-portfolio-page';

export default function UpdatePortfolioRoute() {
  return <UpdatePortfolioPage />;
}
