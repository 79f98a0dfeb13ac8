//
//  ContentView.swift
//  Trailhead
//

import SwiftUI

struct ContentView: View {
    @Environment(TrailStore.self) private var store

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                Picker("Difficulty", selection: $store.difficulty) {
                    Text("All").tag(Trail.Difficulty?.none)
                    ForEach(Trail.Difficulty.allCases) { difficulty in
                        Text(difficulty.rawValue).tag(Optional(difficulty))
                    }
                }
                .pickerStyle(.segmented)

                Section("\(store.visibleTrails.count) trails · \(store.favoriteCount) favorites") {
                    ForEach(store.visibleTrails) { trail in
                        NavigationLink(value: trail.id) {
                            TrailRow(trail: trail)
                        }
                    }
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.ID.self) { id in
                TrailDetailView(trailID: id)
            }
        }
    }
}
