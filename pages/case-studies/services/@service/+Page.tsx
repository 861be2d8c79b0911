import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import { CaseStudyList } from '../../CaseStudyList';

export default function Page() {
  const { seo: _seo, ...list } = useData<Data>();
  return <CaseStudyList {...list} />;
}
