//
//  TrailheadApp.swift
//  Trailhead
//
//  An iOS app as Xcode lays it out, built unchanged for the terminal (README: "Run an iOS app
//  in the terminal").
//

import SwiftUI
import UIKit

@main
struct TrailheadApp: App {
    @State private var store = TrailStore()

    init() {
        // Appearance set the UIKit way, as many SwiftUI apps still do.
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemGreen
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
