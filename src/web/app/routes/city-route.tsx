import { useParams } from 'react-router';
import CityLandingPage from '../../features/discovery/pages/city-landing-page';

export default function CityRoute() {
  const { city = '', specialization } = useParams();
  return <CityLandingPage citySlug={city} specializationSlug={specialization} />;
}
