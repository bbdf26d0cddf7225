// An asynchronous boundary first, so the federation runtime can settle shared singletons before any of them loads.
import('./bootstrap');
