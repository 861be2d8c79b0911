import { urlsIn } from '../../../model/page-data/addresses';
import { languages } from '../../../model/site/languages';
import { postsIn } from '../../../model/content/posts';

// Both editions' articles: a French one may have no English twin (and the reverse).
export default () => languages.flatMap((language) => postsIn[language].map((post) => urlsIn[language].blogPost(post.slug)));
