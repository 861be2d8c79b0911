import { servicePaths } from '../../../model/page-data/catalog';

export default () => [...servicePaths];
