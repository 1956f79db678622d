import { Create } from 'react-admin';

import { BlogPostForm } from './BlogPostForm';

/** Loaded on demand: the rich-text editor is the heaviest part of the backoffice. */
const BlogPostCreate = () => (
  <Create title="Nuevo post">
    <BlogPostForm mode="create" />
  </Create>
);

export default BlogPostCreate;
