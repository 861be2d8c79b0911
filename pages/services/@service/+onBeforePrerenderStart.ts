import { servicePaths } from '../../../model/catalog';

export default () => [...servicePaths];
