import { posts } from '../../../content/posts';
import { urls } from '../../../content/urls';

export default () => posts.map((post) => urls.blogPost(post.slug));
