import { useData } from 'vike-react/useData';
import { ServicePage } from '../../../../components/service/ServicePage';
import type { ServicePageData } from '../../../../model/service-page-data';

export default function Page() {
  return <ServicePage {...useData<ServicePageData>()} />;
}
