import { declarationProblems } from './declaration-problems';
import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER } from './page-access';
import type { RemoteModule } from './remote-module';

const page = () => Promise.resolve({ default: () => null });
const entry = { name: 'mfe_help_center', routes: ['/knowledge', '/resources', '/admin/knowledge'], slots: ['resources-sidebar'] };

const complete: RemoteModule = {
  id: 'mfe_help_center',
  title: 'Help Center',
  routes: [
    { path: '/knowledge/*', title: 'Knowledge Base', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/resources', title: 'Resources', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/admin/knowledge/:section', title: 'Knowledge', access: ADMINISTRATORS_PAGE, component: page },
  ],
  navItems: [{ label: 'All Resources', to: '/resources', primary: true, menu: 'Resources' }],
  sidebarSections: [{ prefix: '/resources', order: 0, slot: 'resources-sidebar' }],
  adminSections: [{ group: 'Knowledge', order: 60, pages: [{ label: 'Taxonomy', path: '/admin/knowledge/taxonomy', summary: 'Tags.' }] }],
  areas: [{ prefix: '/resources', label: 'Resources', home: '/resources' }],
  slots: { 'resources-sidebar': page },
};

describe('declarationProblems', () => {
  it('finds nothing wrong with complete declarations', () => {
    expect(declarationProblems(complete, entry)).toEqual([]);
  });

  it('names each declaration that leads nowhere or that the host would not route', () => {
    const broken: RemoteModule = {
      ...complete,
      routes: [...complete.routes, { path: '/elsewhere', title: 'Elsewhere', access: ANY_SIGNED_IN_USER, component: page }],
      navItems: [{ label: 'Gone', to: '/gone', primary: true }],
      sidebarSections: [
        { prefix: '/resources', order: 0, slot: 'training-sidebar' },
        { prefix: '/resources', order: 1, items: [{ label: 'Nowhere', to: '/nowhere' }] },
      ],
      adminSections: [{ group: 'Knowledge', order: 60, pages: [{ label: 'Old', path: '/admin/old', summary: 'Gone.' }] }],
      areas: [{ prefix: '/training', label: 'Training', home: '/training' }],
      slots: { 'resources-sidebar': page, 'chat-widget': page },
    };
    expect(declarationProblems(broken, entry)).toEqual([
      'the page /elsewhere lies under no prefix remotes.json gives mfe_help_center',
      'the navigation entry /gone leads to no page of mfe_help_center',
      'the sidebar of /resources names the slot training-sidebar, which mfe_help_center does not fill',
      'the sidebar entry of /resources /nowhere leads to no page of mfe_help_center',
      'the admin page Old at /admin/old leads to no page of mfe_help_center',
      'the area /training is no prefix remotes.json gives mfe_help_center',
      'the home of the area Training /training leads to no page of mfe_help_center',
      'the slot chat-widget is not one remotes.json asks mfe_help_center for',
    ]);
  });
});
