import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { lazy } from 'react';

import type { ResourceDefinition } from '../types';
import { BlogPostList } from './BlogPostList';
import { BLOG_TEXTS } from './blogPostSave';

/** Blog admin (spec 2 and 5): super admins only; the API refuses everyone else too. */
export const blogPostsResource: ResourceDefinition = {
  name: 'blog-posts',
  list: BlogPostList,
  // The rich-text editor (Tiptap) loads only when a post is written.
  create: lazy(() => import('./BlogPostCreate')),
  edit: lazy(() => import('./BlogPostEdit')),
  icon: ArticleOutlinedIcon,
  options: { label: 'Blog' },
  recordRepresentation: 'title',
  superAdminOnly: true,
  messages: {
    name: 'Post |||| Posts',
    notifications: BLOG_TEXTS,
    fields: {
      title: 'Título',
      content: 'Contenido',
      excerpt: 'Extracto',
      featuredImage: 'Imagen de portada (URL)',
      tags: 'Etiquetas',
      metaDescription: 'Meta descripción',
      published: 'Publicado',
      publishedAt: 'Publicado el',
      authorName: 'Autor',
      createdAt: 'Creado',
      updatedAt: 'Actualizado',
    },
  },
};
