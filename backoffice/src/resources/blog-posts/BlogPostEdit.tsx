import { Edit } from 'react-admin';

import { BlogPostForm } from './BlogPostForm';

/** The form saves itself (useBlogPostSave): it waits for the server, which recomputes the slug. */
const BlogPostEdit = () => (
  <Edit>
    <BlogPostForm mode="edit" />
  </Edit>
);

export default BlogPostEdit;
