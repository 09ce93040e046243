import UpdatePortfolioPage from '#web/features/trainer-portfolio/pages/update-portfolio-page.tsx';

export default function UpdatePortfolioRoute() {
  return <UpdatePortfolioPage />;
}
