//! What every handler can reach.

use std::ops::Deref;
use std::sync::Arc;

use crate::auth::tokens::TokenKeys;
use crate::config::Config;
use crate::db::Db;
use crate::storage::Storage;

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub config: Config,
    pub db: Db,
    pub tokens: TokenKeys,
    pub storage: Storage,
}

impl AppState {
    pub fn new(config: Config, db: Db, tokens: TokenKeys, storage: Storage) -> Self {
        AppState(Arc::new(Inner {
            config,
            db,
            tokens,
            storage,
        }))
    }
}

impl Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}
