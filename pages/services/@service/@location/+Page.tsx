import { useData } from 'vike-react/useData';
import { ServicePage } from '../../../../components/service/ServicePage';
import type { ServicePageData } from '../../../../model/page-data/service-page-data';

export default function Page() {
  return <ServicePage {...useData<ServicePageData>()} />;
}
